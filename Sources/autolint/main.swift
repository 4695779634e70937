import AutolintCommand

AllocatorSettings.apply()
Autolint.runAsMain()
