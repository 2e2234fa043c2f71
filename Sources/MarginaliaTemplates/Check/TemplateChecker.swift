import MarginaliaText

/// Walks templates from their roots the way rendering would (through sections, partials,
/// parents and blocks) with the static type of every stack frame, and reports names nothing in
/// scope declares, text written unescaped, flags, lists and objects printed as text, unknown
/// partials and parents, parents that extend themselves, blocks a parent does not define, content
/// a parent call drops, endless recursion, nesting past the limit and declined lambdas.
struct TemplateChecker {
    let theme: CompiledTheme
    let schemas: [Schema]
    let slots: SlotTables
    let sources: [TemplateSource]
    /// The theme's structure: which templates extend which, and the blocks each can fill.
    let structure: ThemeStructure
    private(set) var problems: [TemplateProblem] = []
    private(set) var reached: Set<Int32> = []
    private var visited: Set<Visit> = []
    private var reportedPlaces: Set<Place> = []
    /// The partials and parents being walked, innermost last.
    var expanding: [Expansion] = []
    /// Their tags, innermost last.
    var expansionSites: [Site] = []
    /// The walks in progress, with the data on top when each began.
    private var walking: [Visit: DataPath] = [:]
    /// Sections, blocks, partials and parents open around the walk.
    var nesting = 0
    /// The data paths of the lists whose sections are open around the walk: repeating one of
    /// them again inside multiplies the page by its length at each level.
    private var iterating: [[Int32]] = []

    init(theme: CompiledTheme, schemas: [Schema], slots: SlotTables, sources: [TemplateSource]) {
        self.theme = theme
        self.schemas = schemas
        self.slots = slots
        self.sources = sources
        structure = ThemeStructure(theme: theme)
    }

    /// What a walk reports besides names.
    struct Mode: Hashable {
        /// The theme's own rules: unknown partials and parents, parents that extend themselves,
        /// blocks a parent does not define, content outside the blocks of a parent call. Not for
        /// dynamic roots: the spec renders all of these (empty, or by dropping the content).
        var appliesThemeRules: Bool
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

    /// A byte of a template, where a problem is reported once.
    private struct Place: Hashable {
        let template: Int32
        let offset: Int
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
            report(.endlessRecursion(cycle: cycle(returningTo: template)), at: site)
        }
        // Arguments are kept one per block name and frames one per model, so there are finitely
        // many situations and the walk ends.
        guard visited.insert(visit).inserted else { return }
        walking[visit] = top
        nesting += 1
        defer {
            walking[visit] = nil
            nesting -= 1
        }
        reached.insert(template)
        let ops = theme.templates[Int(template)].ops
        var index = start
        while index < end {
            let site = Site(template: template, op: index)
            switch ops[index] {
            case .text, .indentedText, .indent:
                break
            case .variable(let path, let escaped):
                checkVariable(path, escaped: escaped, stack: stack, at: site, mode: mode)
            case .section(let path, let skip):
                let (resolution, data) = resolve(path, in: stack, at: site, mode: mode)
                let pushed = resolution.pushed.map { ScopeFrame(frame: $0, path: data) }
                let repeated = resolution.isList ? data : nil
                if let repeated, iterating.contains(repeated) {
                    report(.listInsideItself(name: theme.spellings[Int(path)]), at: site)
                } else if canNest(at: site) {
                    if let repeated { iterating.append(repeated) }
                    walk(
                        template, from: index + 1, to: index + 1 + Int(skip), stack: stack + pushed,
                        depth: depth + pushed.count, arguments: arguments, mode: mode)
                    if repeated != nil { iterating.removeLast() }
                }
                index += Int(skip)
            case .inverted(let path, let skip):
                _ = resolve(path, in: stack, at: site, mode: mode)
                if canNest(at: site) {
                    walk(
                        template, from: index + 1, to: index + 1 + Int(skip), stack: stack, depth: depth,
                        arguments: arguments, mode: mode)
                }
                index += Int(skip)
            case .partial(let partial, _, _):
                if partial >= 0 {
                    expand(partial, stack: stack, depth: depth, arguments: arguments, mode: mode, from: site)
                } else if mode.appliesThemeRules {
                    let name = theme.templates[Int(template)].unknownReferences[index] ?? ""
                    report(.unknownPartial(name: name, suggestion: nearestTemplate(to: name)), at: site)
                }
            case .parent(let parent, _, _, let skip):
                walkParent(
                    parent, at: site, through: index + 1 + Int(skip), stack: stack, depth: depth,
                    arguments: arguments, mode: mode)
                index += Int(skip)
            case .block(let name, _, _, let skip):
                if canNest(at: site) {
                    if let argument = arguments.first(where: { $0.name == name }) {
                        walk(
                            argument.template, from: argument.start, to: argument.end, stack: stack, depth: depth,
                            arguments: arguments, mode: mode)
                    } else {
                        walk(
                            template, from: index + 1, to: index + 1 + Int(skip), stack: stack, depth: depth,
                            arguments: arguments, mode: mode)
                    }
                }
                index += Int(skip)
            }
            index += 1
        }
    }

    /// `{{name}}`, `{{{name}}}` or `{{&name}}`: only trusted HTML and numbers may be written
    /// unescaped; flags, lists and objects print nothing a reader wants.
    private mutating func checkVariable(
        _ path: Int32, escaped: Bool, stack: [ScopeFrame], at site: Site, mode: Mode
    ) {
        let (resolution, _) = resolve(path, in: stack, at: site, mode: mode)
        let name = theme.spellings[Int(path)]
        switch resolution {
        case .field(.text, _) where !escaped, .top(.scalar(.text)) where !escaped:
            report(.unescapedText(name: name), at: site)
        case .field(.flag, _):
            report(.flagPrintedAsText(name: name), at: site)
        case .field(.list, _), .field(.texts, _):
            report(.printsNothing(name: name, isList: true), at: site)
        case .field(.object, _), .top(.model):
            report(.printsNothing(name: name, isList: false), at: site)
        default:
            break
        }
    }

    /// Whether a walk may go one level deeper at `site`; reports the site when it may not. The
    /// root's own walk is not counted, as the parser does not count the template itself.
    mutating func canNest(at site: Site) -> Bool {
        guard nesting <= TemplateLimits.maximumNesting else {
            report(.nestedTooDeep(limit: TemplateLimits.maximumNesting), at: site)
            return false
        }
        return true
    }

    /// The templates of a recursion that comes back to `template`: from its innermost expansion
    /// in progress to `template` again ("a → b → a").
    func cycle(returningTo template: Int32) -> [String] {
        let start = expanding.lastIndex { $0.template == template } ?? expanding.count
        return (expanding[start...].map(\.template) + [template]).map { theme.templates[Int($0)].name }
    }

    mutating func report(_ kind: TemplateProblem.Kind, at site: Site) {
        report(kind, template: site.template, offset: Int(theme.templates[Int(site.template)].offsets[site.op]))
    }

    /// Reports `kind` at byte `offset` of `template`, once per place.
    mutating func report(_ kind: TemplateProblem.Kind, template: Int32, offset: Int) {
        guard reportedPlaces.insert(Place(template: template, offset: offset)).inserted else { return }
        problems.append(sources[Int(template)].problem(at: offset, kind))
    }

    func nearestTemplate(to name: String) -> String? {
        EditDistance.nearest(to: name, in: theme.templates.map(\.name))
    }
}

extension StaticResolution {
    /// Whether a section over this value repeats its content per element.
    var isList: Bool {
        switch self {
        case .field(.list, _), .field(.texts, _): true
        default: false
        }
    }

    /// The frame a section over this value pushes (none for a flag).
    var pushed: [StaticFrame] {
        switch self {
        case .field(.flag, _): []
        case .field(.list, let child), .field(.object, let child): [.model(child)]
        case .field(.text, _), .field(.texts, _): [.scalar(.text)]
        case .field(.html, _): [.scalar(.html)]
        case .field(.number, _): [.scalar(.number)]
        case .top(let frame): [frame]
        case .unknown, .missing: [.dynamic]
        }
    }
}
