extension TemplateChecker {
    /// A whole template being walked, with the frames pushed so far, the parents' arguments and
    /// the data on top.
    struct Expansion {
        let template: Int32
        let depth: Int
        let arguments: [Argument]
        let top: DataPath

        /// Entering the same template again repeats the same render for ever unless the parents'
        /// arguments changed (a block that now renders something else), or the data on top went
        /// deeper. Arguments are kept one per name, the outermost (as rendering picks them), so
        /// a recursion cannot change them for ever.
        func isRepeated(by next: Expansion) -> Bool {
            guard next.template == template, next.arguments == arguments else { return false }
            return next.depth == depth || !next.top.goesDeeper(than: top)
        }
    }

    /// The names read from the root to reach the data on top (`nil` through dynamic data).
    struct DataPath {
        let names: [Int32]?

        /// Whether this path continues `other` (unknown through dynamic data: assumed so).
        func goesDeeper(than other: DataPath) -> Bool {
            guard let names, let start = other.names else { return true }
            return names.count > start.count && names.starts(with: start)
        }
    }

    /// Walks a whole template (a root, a partial, a parent), unless that would repeat one being
    /// walked (`site` is then reported as endless, naming the cycle) or nest too deep.
    mutating func expand(
        _ template: Int32, stack: [ScopeFrame], depth: Int, arguments: [Argument], mode: Mode, from site: Site?
    ) {
        let expansion = Expansion(
            template: template, depth: depth, arguments: arguments, top: DataPath(names: stack.last?.path))
        if let site {
            if expanding.contains(where: { $0.isRepeated(by: expansion) }) {
                report(.endlessRecursion(cycle: cycle(returningTo: template)), at: site)
                return
            }
            guard canNest(at: site) else { return }
        }
        expanding.append(expansion)
        if let site { expansionSites.append(site) }
        walk(
            template, from: 0, to: theme.templates[Int(template)].ops.count, stack: stack, depth: depth,
            arguments: arguments, mode: mode)
        if site != nil { expansionSites.removeLast() }
        expanding.removeLast()
    }
}
