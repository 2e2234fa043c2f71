/// A model type's fields as one library sees them: its declarations in order (a field's index
/// is its slot) and its description for messages.
struct Schema: Sendable {
    let type: TemplateType
    let declarations: [FieldDeclaration]
}

/// Name lookups of every schema, flattened so rendering indexes two integer arrays:
/// `slots[schema * stride + name]` is the field's slot (-1: undeclared) and `children[…]` the
/// schema a section over it pushes (-1: none).
struct SlotTables: Sendable {
    let stride: Int
    let slots: [Int32]
    let children: [Int32]

    init(schemas: [Schema], names: NameTable, index: [ObjectIdentifier: Int32]) {
        stride = names.count
        var slots = [Int32](repeating: -1, count: schemas.count * stride)
        var children = slots
        for (number, schema) in schemas.enumerated() {
            for (slot, declaration) in schema.declarations.enumerated() {
                guard let name = names.id(of: declaration.name) else { continue }
                let entry = number * stride + Int(name)
                guard slots[entry] < 0 else { continue }
                slots[entry] = Int32(slot)
                children[entry] = declaration.kind.childType.flatMap { index[$0.id] } ?? -1
            }
        }
        self.slots = slots
        self.children = children
    }

    /// The slot and child schema of `name` in `schema`, if declared.
    func lookUp(_ name: Int32, in schema: Int32) -> (slot: Int32, child: Int32)? {
        let entry = Int(schema) * stride + Int(name)
        let slot = slots[entry]
        return slot < 0 ? nil : (slot, children[entry])
    }
}

/// Builds the schemas of every model type reachable from the roots, once per load.
struct SchemaBuilder {
    private(set) var schemas: [Schema] = []
    private(set) var indices: [ObjectIdentifier: Int32] = [:]

    /// The schema index of `type`, built with every type its fields reach.
    mutating func schema(for type: TemplateType) -> Int32 {
        if let index = indices[type.id] { return index }
        let index = Int32(schemas.count)
        indices[type.id] = index
        let declarations = type.declarations()
        schemas.append(Schema(type: type, declarations: declarations))
        for declaration in declarations {
            if let child = declaration.kind.childType { _ = schema(for: child) }
        }
        return index
    }
}
