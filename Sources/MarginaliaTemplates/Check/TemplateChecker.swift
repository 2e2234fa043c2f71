/// Walks templates from their roots the way rendering would (through sections, partials,
/// parents and blocks) with the static type of every stack frame, and reports names nothing in
/// scope declares, unescaped text, lists and objects printed as text, unknown partials and
/// parents, endless recursion and declined lambdas.
struct TemplateChecker {
    let theme: CompiledTheme
    let schemas: [Schema]
    let slots: SlotTables
    let sources: [TemplateSource]
    private(set) var problems: [TemplateProblem] = []
    private(set) var reached: Set<Int32> = []
    private var visited: Set<Visit> = []
    private var reportedSites: Set<Site> = []
    /// The partials and parents being walked, innermost last.
    var expanding: [Expansion] = []
    /// Their tags, innermost last.
    var expansionSites: [Site] = []
    /// The walks in progress, with the data on top when each began.
    private var walking: [Visit: DataPath] = [:]

    init(theme: CompiledTheme, schemas: [Schema], slots: SlotTables, sources: [TemplateSource]) {
        self.theme = theme
        self.schemas = schemas
        self.slots = slots
        self.sources = sources
    }

    /// What a walk reports besides names.
    struct Mode: Hashable {
        /// Unknown partials and parents (not for dynamic roots: the spec renders them empty).
        var reportsReferences: Bool
        /// Names the data answers with code.
        var lambdas: Set<String>
    }

    /// A parent's argument while its template is walked.
    struct Argument: Hashable {
        let name: Int32
        let template: Int32
        let start: Int
        let end: Int
    }

    private struct Visit: Hashable {
        let template: Int32
        let start: Int
        let end: Int
        let stack: [StaticFrame]
        let arguments: [Argument]
        let mode: Mode
    }

    struct Site: Hashable {
        let template: Int32
        let op: Int
    }

    /// Walks ops `start..<end` of `template` with `stack`, once per distinct situation. `depth`
    /// counts the frames pushed since the root.
    mutating func walk(
        _ template: Int32, from start: Int, to end: Int, stack: [ScopeFrame], depth: Int, arguments: [Argument],
        mode: Mode
    ) {
        let stack = stack.canonical
        let visit = Visit(
            template: template, start: start, end: end, stack: stack.map(\.frame), arguments: arguments, mode: mode)
        let top = DataPath(names: stack.last?.path)
        // The same walk inside itself: a recursion, endless unless the data on top went deeper.
        if let started = walking[visit], !top.goesDeeper(than: started), let site = expansionSites.last {
            report(.endlessRecursion(template: theme.templates[Int(template)].name), at: site)
        }
        guard arguments.count < 64, visited.insert(visit).inserted else { return }
        walking[visit] = top
        defer { walking[visit] = nil }
        reached.insert(template)
        let ops = theme.templates[Int(template)].ops
        var index = start
        while index < end {
            let site = Site(template: template, op: index)
            switch ops[index] {
            case .text, .indentedText, .indent:
                break
            case .variable(let path, let escaped):
                let (resolution, _) = resolve(path, in: stack, at: site, mode: mode)
                let name = theme.spellings[Int(path)]
                switch resolution {
                case .field(.text, _) where !escaped:
                    report(.unescapedText(name: name), at: site)
                case .field(.list, _), .field(.texts, _):
                    report(.printsNothing(name: name, isList: true), at: site)
                case .field(.object, _), .top(.model):
                    report(.printsNothing(name: name, isList: false), at: site)
                default:
                    break
                }
            case .section(let path, let skip):
                let (resolution, data) = resolve(path, in: stack, at: site, mode: mode)
                let pushed = resolution.pushed.map { ScopeFrame(frame: $0, path: data) }
                walk(
                    template, from: index + 1, to: index + 1 + Int(skip), stack: stack + pushed,
                    depth: depth + pushed.count, arguments: arguments, mode: mode)
                index += Int(skip)
            case .inverted(let path, let skip):
                _ = resolve(path, in: stack, at: site, mode: mode)
                walk(
                    template, from: index + 1, to: index + 1 + Int(skip), stack: stack, depth: depth,
                    arguments: arguments, mode: mode)
                index += Int(skip)
            case .partial(let partial, _, _):
                if partial >= 0 {
                    expand(partial, stack: stack, depth: depth, arguments: arguments, mode: mode, from: site)
                } else if mode.reportsReferences {
                    let name = theme.templates[Int(template)].unknownReferences[index] ?? ""
                    report(.unknownPartial(name: name, suggestion: nearestTemplate(to: name)), at: site)
                }
            case .parent(let parent, _, _, let skip):
                if parent >= 0 {
                    let all = arguments + self.arguments(of: template, from: index + 1, to: index + 1 + Int(skip))
                    expand(parent, stack: stack, depth: depth, arguments: all, mode: mode, from: site)
                } else if mode.reportsReferences {
                    let name = theme.templates[Int(template)].unknownReferences[index] ?? ""
                    report(.unknownParent(name: name, suggestion: nearestTemplate(to: name)), at: site)
                }
                index += Int(skip)
            case .block(let name, _, _, let skip):
                if let argument = arguments.first(where: { $0.name == name }) {
                    walk(
                        argument.template, from: argument.start, to: argument.end, stack: stack, depth: depth,
                        arguments: arguments, mode: mode)
                } else {
                    walk(
                        template, from: index + 1, to: index + 1 + Int(skip), stack: stack, depth: depth,
                        arguments: arguments, mode: mode)
                }
                index += Int(skip)
            }
            index += 1
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

    mutating func report(_ kind: TemplateProblem.Kind, at site: Site) {
        guard reportedSites.insert(site).inserted else { return }
        let offset = Int(theme.templates[Int(site.template)].offsets[site.op])
        problems.append(sources[Int(site.template)].problem(at: offset, kind))
    }

    private func nearestTemplate(to name: String) -> String? {
        EditDistance.nearest(to: name, in: theme.templates.map(\.name))
    }
}

extension StaticResolution {
    /// The frame a section over this value pushes (none for a flag).
    var pushed: [StaticFrame] {
        switch self {
        case .field(.flag, _): []
        case .field(.list, let child), .field(.object, let child): [.model(child)]
        case .field(.text, _), .field(.html, _), .field(.number, _), .field(.texts, _): [.scalar]
        case .top(let frame): [frame]
        case .unknown, .missing: [.dynamic]
        }
    }
}
