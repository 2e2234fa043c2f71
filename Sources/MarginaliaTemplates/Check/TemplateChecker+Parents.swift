import MarginaliaText

extension TemplateChecker {
    /// `{{<parent}}…{{/parent}}` ending before op `end`: the parent's template, walked with the
    /// call's blocks as arguments (those of an enclosing call win, as in rendering).
    mutating func walkParent(
        _ parent: Int32, at site: Site, through end: Int, stack: [ScopeFrame], depth: Int, arguments: [Argument],
        mode: Mode
    ) {
        let template = site.template
        let own = self.arguments(of: template, from: site.op + 1, to: end)
        guard parent >= 0 else {
            if mode.appliesThemeRules {
                let name = theme.templates[Int(template)].unknownReferences[site.op] ?? ""
                report(.unknownParent(name: name, suggestion: nearestTemplate(to: name)), at: site)
            }
            return
        }
        if mode.appliesThemeRules {
            checkCall(of: parent, at: site, arguments: own)
            if let path = structure.parentPath(from: parent, to: template) {
                let names = [template] + path
                report(.parentCycle(cycle: names.map { theme.templates[Int($0)].name }), at: site)
                return
            }
        }
        var all = arguments
        for argument in own where !all.contains(where: { $0.name == argument.name }) { all.append(argument) }
        expand(parent, stack: stack, depth: depth, arguments: all, mode: mode, from: site)
    }

    /// A parent call's content: every block must be one the parent can fill, and nothing but
    /// blocks, comments and blank lines may stand between them (rendering drops it).
    private mutating func checkCall(of parent: Int32, at site: Site, arguments: [Argument]) {
        let parentName = theme.templates[Int(parent)].name
        let defined = structure.blockNames(reachableFrom: parent)
        for argument in arguments where !defined.contains(argument.name) {
            let name = theme.names.names[Int(argument.name)]
            let candidates = defined.map { theme.names.names[Int($0)] }.sorted()
            report(
                .unknownBlock(
                    name: name, parent: parentName, suggestion: EditDistance.nearest(to: name, in: candidates)),
                at: Site(template: site.template, op: argument.start - 1))
        }
        for offset in theme.templates[Int(site.template)].droppedContent[site.op] ?? [] {
            report(.contentOutsideBlocks(parent: parentName), template: site.template, offset: Int(offset))
        }
    }

    private func arguments(of template: Int32, from start: Int, to end: Int) -> [Argument] {
        let ops = theme.templates[Int(template)].ops
        var found: [Argument] = []
        var index = start
        while index < end {
            if case .block(let name, _, _, let skip) = ops[index] {
                found.append(Argument(name: name, template: template, start: index + 1, end: index + 1 + Int(skip)))
                index += Int(skip)
            }
            index += 1
        }
        return found
    }
}
