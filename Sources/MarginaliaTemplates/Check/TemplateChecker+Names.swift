import MarginaliaText

extension TemplateChecker {
    /// Resolves a tag's name against the static stack, reporting it when nothing can answer:
    /// the first segment walks the stack from the top (`.name`: the top only), later segments
    /// resolve only in the previous result's declared type. Also returns the path of names that
    /// reaches the value from the root (`nil` when dynamic data is on the way).
    mutating func resolve(_ pathID: Int32, in stack: [ScopeFrame], at site: Site, mode: Mode) -> (
        StaticResolution, data: [Int32]?
    ) {
        let path = theme.paths[Int(pathID)]
        if path.first < 0 { return (.top(stack.last?.frame ?? .dynamic), stack.last?.path) }
        let firstName = theme.names.names[Int(path.first)]
        if mode.lambdas.contains(firstName) {
            report(.declinedLambda(name: theme.spellings[Int(pathID)]), at: site)
            return (.unknown, nil)
        }
        var resolution = StaticResolution.missing
        var data: [Int32]?
        var searched: [Int32] = []
        search: for scope in (path.topOnly ? Array(stack.suffix(1)) : stack.reversed()) {
            switch scope.frame {
            case .dynamic:
                resolution = .unknown
                break search
            case .scalar:
                continue
            case .model(let schema):
                searched.append(schema)
                if let field = field(path.first, in: schema) {
                    resolution = field
                    data = scope.path.map { $0 + [path.first] + path.rest.map { theme.segments[Int($0)] } }
                    break search
                }
            }
        }
        if case .missing = resolution {
            reportUnknown(theme.spellings[Int(pathID)], name: firstName, searched: searched, at: site)
            return (.missing, nil)
        }
        return (resolveRest(path, from: resolution, spelling: theme.spellings[Int(pathID)], at: site), data)
    }

    /// The later segments of a dotted name, each in the previous result's declared type.
    private mutating func resolveRest(_ path: NamePath, from first: StaticResolution, spelling: String, at site: Site)
        -> StaticResolution
    {
        var resolution = first
        for segment in path.rest {
            let name = theme.segments[Int(segment)]
            switch resolution {
            case .field(.object, let child), .top(.model(let child)):
                guard let field = field(name, in: child) else {
                    reportUnknown(spelling, name: theme.names.names[Int(name)], searched: [child], at: site)
                    return .missing
                }
                resolution = field
            case .unknown, .top(.dynamic):
                return .unknown
            default:
                reportUnknown(spelling, name: theme.names.names[Int(name)], searched: [], at: site)
                return .missing
            }
        }
        return resolution
    }

    private func field(_ name: Int32, in schema: Int32) -> StaticResolution? {
        guard let (slot, child) = slots.lookUp(name, in: schema) else { return nil }
        return .field(schemas[Int(schema)].declarations[Int(slot)].kind, child: child)
    }

    private mutating func reportUnknown(_ spelling: String, name: String, searched: [Int32], at site: Site) {
        var descriptions: [String] = []
        for schema in searched where !descriptions.contains(schemas[Int(schema)].type.description) {
            descriptions.append(schemas[Int(schema)].type.description)
        }
        let scope =
            switch descriptions.count {
            case 0: "a plain value"
            case 1: descriptions[0]
            default: descriptions.dropLast().joined(separator: ", ") + " or " + descriptions[descriptions.count - 1]
            }
        let candidates = searched.flatMap { schemas[Int($0)].declarations.map(\.name) }
        report(
            .unknownName(name: spelling, scope: scope, suggestion: EditDistance.nearest(to: name, in: candidates)),
            at: site)
    }
}
