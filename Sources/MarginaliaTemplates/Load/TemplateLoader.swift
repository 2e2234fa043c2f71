/// Load in phases: parse every template (collecting syntax problems), compile them into one
/// theme, build the schemas of the roots' model types, then check every root.
enum TemplateLoader {
    struct Loaded {
        let tables: RenderTables
        let roots: [String: RootBinding]
        let problems: [TemplateProblem]
        /// Problems that do not stop the load (templates nothing reaches).
        let warnings: [TemplateProblem]
    }

    static func load(sources: [TemplateSource], roots: [TemplateRoot], origin: String) -> Loaded {
        var problems: [TemplateProblem] = []
        var compiler = TemplateCompiler(templateNames: sources.map(\.name))
        for source in sources {
            let parsed = TemplateParser.parse(source)
            problems += parsed.problems
            compiler.add(parsed.nodes, name: source.name)
        }
        let theme = compiler.theme
        var builder = SchemaBuilder()
        var bindings: [String: RootBinding] = [:]
        var walks: [(template: Int32, stack: [ScopeFrame], mode: TemplateChecker.Mode)] = []
        for root in roots {
            guard let index = theme.index(of: root.template).map(Int32.init) else {
                let path = "\(origin)/\(root.template).mustache"
                problems.append(
                    TemplateProblem(file: path, line: 1, column: 1, kind: .missingRoot(template: root.template)))
                continue
            }
            switch root.model {
            case .typed(let type):
                let schema = builder.schema(for: type)
                bindings[root.template] = RootBinding(template: index, model: type.id, schema: schema)
                walks.append(
                    (index, [ScopeFrame(frame: .model(schema), path: [])], .init(appliesThemeRules: true, lambdas: [])))
            case .dynamic(let model, let lambdas):
                bindings[root.template] = RootBinding(template: index, model: model, schema: -1)
                walks.append(
                    (index, [ScopeFrame(frame: .dynamic, path: nil)], .init(appliesThemeRules: false, lambdas: lambdas))
                )
            }
        }
        let slots = SlotTables(schemas: builder.schemas, names: theme.names, index: builder.indices)
        var checker = TemplateChecker(theme: theme, schemas: builder.schemas, slots: slots, sources: sources)
        for walk in walks {
            checker.expand(walk.template, stack: walk.stack, depth: 0, arguments: [], mode: walk.mode, from: nil)
        }
        // Templates no root reaches are reported, and still checked for the theme's rules.
        let unreached = theme.templates.indices.filter { !checker.reached.contains(Int32($0)) }
        let warnings = unreached.map {
            sources[$0].problem(at: 0, .unreachableTemplate(template: theme.templates[$0].name))
        }
        for index in unreached where !checker.reached.contains(Int32(index)) {
            let mode = TemplateChecker.Mode(appliesThemeRules: true, lambdas: [])
            checker.expand(
                Int32(index), stack: [ScopeFrame(frame: .dynamic, path: nil)], depth: 0, arguments: [], mode: mode,
                from: nil)
        }
        return Loaded(
            tables: RenderTables(
                theme: theme, slots: slots,
                selfContained: SelfContainedPartials(theme: theme, schemas: builder.schemas, slots: slots)),
            roots: bindings, problems: problems + checker.problems, warnings: warnings)
    }
}
