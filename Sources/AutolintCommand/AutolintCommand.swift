/// The command-line layer.
public enum AutolintCommandLayer {
    public static func main() {
        print("autolint: not built yet")
    }
}
