/// Interns names to small integer IDs, once per library. Schemas map IDs to slots, so rendering
/// compares integers, never strings.
struct NameTable: Sendable {
    private var ids: [String: Int32] = [:]
    private(set) var names: [String] = []

    mutating func intern(_ name: String) -> Int32 {
        if let id = ids[name] { return id }
        let id = Int32(names.count)
        ids[name] = id
        names.append(name)
        return id
    }

    func id(of name: String) -> Int32? {
        ids[name]
    }

    var count: Int { names.count }
}
