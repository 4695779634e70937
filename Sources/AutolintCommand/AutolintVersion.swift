/// The version `autolint --version` and reports (SARIF's driver) print.
public enum AutolintVersion {
    public static let current = "0.1.0"
}
