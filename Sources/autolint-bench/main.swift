print("autolint-bench: not built yet")
