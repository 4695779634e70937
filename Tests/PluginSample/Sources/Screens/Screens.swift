/// The screens whose layouts the build checks.
public enum Screens {
    public static let names = ["login"]
}
