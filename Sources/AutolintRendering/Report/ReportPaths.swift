import AutolintModel

/// How the report shows file paths: as given when they are relative (to the working directory,
/// as `check` prints them), else relative to the folder all absolute ones share, named once in
/// the header. A page made in CI then reads `Views/Main.storyboard`, not the runner's checkout path.
struct ReportPaths {
    /// The folder the absolute paths are shown relative to (`/home/ci/work/App/`), if any.
    let base: String?

    init(_ files: [String]) {
        let absolute = files.filter { $0.hasPrefix("/") }
        guard let first = absolute.first else { base = nil; return }
        var common = Array(first.split(separator: "/", omittingEmptySubsequences: false).dropLast())
        for path in absolute.dropFirst() {
            let folders = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            common = Array(zip(common, folders).prefix { $0 == $1 }.map(\.0))
        }
        let joined = common.joined(separator: "/")
        base = joined.isEmpty ? nil : joined + "/"
    }

    func shown(_ path: String) -> String {
        guard let base, path.hasPrefix(base) else { return path }
        return String(path.dropFirst(base.count))
    }

    func shown(_ location: SourceLocation) -> String {
        "\(shown(location.file)):\(location.line):\(location.column)"
    }
}
