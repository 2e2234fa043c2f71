/// Which templates, included as partials, write what the model on top of the stack alone
/// decides: entered with a model of a given schema on top, every name they read (through their
/// sections and partials) is answered by that model or by what their sections push over it, and
/// they hold no parents or blocks (whose arguments come from outside). Such a partial writes the
/// same bytes for equal models at the same indentation, so a render may copy them
/// (`RenderedPartials`).
struct SelfContainedPartials: Sendable {
    private let schemaCount: Int
    /// `template * schemaCount + schema`.
    private let table: [Bool]

    /// Whether `template` is self-contained when entered with a model of `schema` on top.
    func contains(_ template: Int32, schema: Int32) -> Bool {
        table[Int(template) * schemaCount + Int(schema)]
    }

    init(theme: CompiledTheme, schemas: [Schema], slots: SlotTables) {
        schemaCount = schemas.count
        var analysis = Analysis(theme: theme, schemas: schemas, slots: slots)
        var table: [Bool] = []
        table.reserveCapacity(theme.templates.count * schemas.count)
        for template in theme.templates.indices {
            for schema in schemas.indices {
                table.append(analysis.isSelfContained(Int32(template), stack: [.model(Int32(schema))]))
            }
        }
        self.table = table
    }

    /// The walk: like the checker's, with the static type of every frame pushed since the
    /// partial was entered, and none below.
    private struct Analysis {
        let theme: CompiledTheme
        let schemas: [Schema]
        let slots: SlotTables
        /// Walks in progress: meeting one again (a recursive partial) adds nothing new.
        private var walking: Set<Visit> = []

        init(theme: CompiledTheme, schemas: [Schema], slots: SlotTables) {
            self.theme = theme
            self.schemas = schemas
            self.slots = slots
        }

        private struct Visit: Hashable {
            let template: Int32
            let stack: [StaticFrame]
        }

        mutating func isSelfContained(_ template: Int32, stack: [StaticFrame]) -> Bool {
            let visit = Visit(template: template, stack: stack.answering)
            guard walking.insert(visit).inserted else { return true }
            defer { walking.remove(visit) }
            return walk(template, from: 0, to: theme.templates[Int(template)].ops.count, stack: visit.stack)
        }

        private mutating func walk(_ template: Int32, from start: Int, to end: Int, stack: [StaticFrame]) -> Bool {
            let ops = theme.templates[Int(template)].ops
            var index = start
            while index < end {
                switch ops[index] {
                case .text, .indentedText, .indent:
                    break
                case .variable(let path, _):
                    if case .outside = resolve(path, in: stack) { return false }
                case .section(let path, let skip):
                    switch resolve(path, in: stack) {
                    case .outside:
                        return false
                    case .absent:
                        break
                    case .pushes(let pushed):
                        guard walk(template, from: index + 1, to: index + 1 + Int(skip), stack: stack + pushed)
                        else { return false }
                    }
                    index += Int(skip)
                case .inverted(let path, let skip):
                    if case .outside = resolve(path, in: stack) { return false }
                    guard walk(template, from: index + 1, to: index + 1 + Int(skip), stack: stack) else { return false }
                    index += Int(skip)
                case .partial(let partial, _, _):
                    if partial >= 0, !isSelfContained(partial, stack: stack) { return false }
                case .parent, .block:
                    return false
                }
                index += 1
            }
            return true
        }

        /// Where a name is answered, statically.
        private enum Resolution {
            /// Below the partial's frames, or by dynamic data: the partial is not self-contained.
            case outside
            /// Nowhere, though inside: the value is absent, and a section over it shows nothing.
            case absent
            /// By a field of these frames; a section over it pushes these frames.
            case pushes([StaticFrame])
        }

        private func resolve(_ pathID: Int32, in stack: [StaticFrame]) -> Resolution {
            let path = theme.paths[Int(pathID)]
            guard let top = stack.last else { return .outside }
            var kind: FieldKind?
            if path.first < 0 {
                switch top {
                case .model(let schema): kind = .object(schemas[Int(schema)].type)
                case .scalar: return .pushes([top])
                case .dynamic: return .outside
                }
            } else if path.topOnly {
                switch top {
                case .model(let schema): kind = field(path.first, in: schema)
                case .scalar: return .absent
                case .dynamic: return .outside
                }
            } else {
                guard let found = answer(path.first, in: stack) else { return .outside }
                kind = found
            }
            for segment in path.rest {
                guard case .object(let type) = kind, let schema = schemaIndex(of: type) else { return .absent }
                kind = field(theme.segments[Int(segment)], in: schema)
            }
            return kind.map { .pushes(pushed($0)) } ?? .absent
        }

        /// The kind of the first frame from the top that declares `name`: `nil` when no frame does
        /// (the lookup would leave the partial's frames) or dynamic data is met first.
        private func answer(_ name: Int32, in stack: [StaticFrame]) -> FieldKind? {
            for frame in stack.reversed() {
                switch frame {
                case .model(let schema):
                    if let kind = field(name, in: schema) { return kind }
                case .scalar:
                    continue
                case .dynamic:
                    return nil
                }
            }
            return nil
        }

        private func field(_ name: Int32, in schema: Int32) -> FieldKind? {
            slots.lookUp(name, in: schema).map { schemas[Int(schema)].declarations[Int($0.slot)].kind }
        }

        private func schemaIndex(of type: TemplateType) -> Int32? {
            schemas.firstIndex { $0.type.id == type.id }.map(Int32.init)
        }

        private func pushed(_ kind: FieldKind) -> [StaticFrame] {
            switch kind {
            case .flag: []
            case .list(let type), .object(let type): schemaIndex(of: type).map { [.model($0)] } ?? [.dynamic]
            case .text, .texts: [.scalar(.text)]
            case .html: [.scalar(.html)]
            case .number: [.scalar(.number)]
            }
        }
    }
}

extension [StaticFrame] {
    /// The frames that can still answer a lookup, in order: a model under another frame of the
    /// same model, and a plain value under the top, answer nothing the frames above do not.
    fileprivate var answering: [StaticFrame] {
        var kept: [StaticFrame] = []
        var seen: Set<StaticFrame> = []
        for (depth, frame) in enumerated().reversed() {
            if case .scalar = frame, depth != count - 1 { continue }
            if seen.insert(frame).inserted { kept.append(frame) }
        }
        return kept.reversed()
    }
}
