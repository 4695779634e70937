import AutolintCommand
Autolint.runAsMain()
