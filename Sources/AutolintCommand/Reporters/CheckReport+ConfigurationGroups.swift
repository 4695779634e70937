import AutolintModel

extension CheckReport {
    /// A finding and every configuration it was found in alike.
    struct ConfigurationGroup: Sendable {
        /// The first of the group, as found.
        var finding: Finding
        /// In report order; empty for a finding that holds in every configuration.
        var configurations: [String]
    }

    /// The findings with those that differ only in their configuration taken together, in the
    /// order of each group's first finding: what line-based reporters print, so that a conflict
    /// found on nine devices is one line naming the nine, not nine lines. The JSON report keeps
    /// one entry per configuration (`cli.md`).
    var findingsGroupedAcrossConfigurations: [ConfigurationGroup] {
        var groups: [ConfigurationGroup] = []
        var groupOfFinding: [Finding: Int] = [:]
        for finding in findings {
            guard let configuration = finding.diagnostic.configuration else {
                groups.append(ConfigurationGroup(finding: finding, configurations: []))
                continue
            }
            var key = finding
            key.diagnostic.configuration = nil
            if let index = groupOfFinding[key] {
                groups[index].configurations.append(configuration)
            } else {
                groupOfFinding[key] = groups.count
                groups.append(ConfigurationGroup(finding: finding, configurations: [configuration]))
            }
        }
        return groups
    }
}
