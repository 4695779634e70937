import AutolintCommand

AutolintCommandLayer.main()
