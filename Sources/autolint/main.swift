import AutolintCommand

Autolint.runAsMain()
