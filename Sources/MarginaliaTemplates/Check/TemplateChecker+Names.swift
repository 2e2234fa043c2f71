extension TemplateChecker {
    /// Resolves a tag's name against the static stack, reporting it when nothing can answer:
    /// the first segment walks the stack from the top (`.name`: the top only), later segments
    /// resolve only in the previous result's declared type.
    mutating func resolve(_ pathID: Int32, in stack: [StaticFrame], at site: Site, mode: Mode) -> StaticResolution {
        let path = theme.paths[Int(pathID)]
        if path.first < 0 { return .top(stack.last ?? .dynamic) }
        let firstName = theme.names.names[Int(path.first)]
        if mode.lambdas.contains(firstName) {
            report(.declinedLambda(name: theme.spellings[Int(pathID)]), at: site)
            return .unknown
        }
        var resolution = StaticResolution.missing
        var searched: [Int32] = []
        search: for frame in (path.topOnly ? Array(stack.suffix(1)) : stack.reversed()) {
            switch frame {
            case .dynamic:
                resolution = .unknown
                break search
            case .scalar:
                continue
            case .model(let schema):
                searched.append(schema)
                if let field = field(path.first, in: schema) {
                    resolution = field
                    break search
                }
            }
        }
        if case .missing = resolution {
            reportUnknown(theme.spellings[Int(pathID)], name: firstName, searched: searched, at: site)
            return .missing
        }
        for segment in path.rest {
            let name = theme.segments[Int(segment)]
            switch resolution {
            case .field(.object, let child), .top(.model(let child)):
                guard let field = field(name, in: child) else {
                    reportUnknown(theme.spellings[Int(pathID)], name: theme.names.names[Int(name)], searched: [child], at: site)
                    return .missing
                }
                resolution = field
            case .unknown, .top(.dynamic):
                return .unknown
            default:
                reportUnknown(theme.spellings[Int(pathID)], name: theme.names.names[Int(name)], searched: [], at: site)
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
        let scope = switch descriptions.count {
        case 0: "a plain value"
        case 1: descriptions[0]
        default: descriptions.dropLast().joined(separator: ", ") + " or " + descriptions[descriptions.count - 1]
        }
        let candidates = searched.flatMap { schemas[Int($0)].declarations.map(\.name) }
        report(.unknownName(name: spelling, scope: scope, suggestion: EditDistance.nearest(to: name, in: candidates)), at: site)
    }
}
