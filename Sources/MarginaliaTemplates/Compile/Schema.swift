/// A model type's fields as one library sees them: name ID → slot (the field's index in the
/// type's declarations, -1 when undeclared), and for each slot the schema a section over it
/// pushes (-1 for none).
struct Schema: Sendable {
    let type: TemplateType
    let declarations: [FieldDeclaration]
    let slots: [Int32]
    let children: [Int32]
}

/// Builds the schemas of every model type reachable from the roots, once per load.
struct SchemaBuilder {
    private(set) var schemas: [Schema] = []
    private var indices: [ObjectIdentifier: Int32] = [:]
    private let names: NameTable

    init(names: NameTable) {
        self.names = names
    }

    /// The schema index of `type`, built with every type its fields reach.
    mutating func schema(for type: TemplateType) -> Int32 {
        if let index = indices[type.id] { return index }
        let index = Int32(schemas.count)
        indices[type.id] = index
        let declarations = type.declarations()
        schemas.append(Schema(type: type, declarations: declarations, slots: [], children: []))
        var slots = [Int32](repeating: -1, count: names.count)
        for (slot, declaration) in declarations.enumerated() {
            if let id = names.id(of: declaration.name), slots[Int(id)] < 0 { slots[Int(id)] = Int32(slot) }
        }
        let children = declarations.map { declaration in
            declaration.kind.childType.map { schema(for: $0) } ?? -1
        }
        schemas[Int(index)] = Schema(type: type, declarations: declarations, slots: slots, children: children)
        return index
    }
}
