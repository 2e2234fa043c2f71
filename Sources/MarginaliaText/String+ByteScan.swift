extension String.UTF8View {
    /// Whether any byte satisfies `predicate`. Native strings keep their bytes contiguous, and a
    /// scan of those is a plain loop; the generic `contains(where:)` on the view checks an index
    /// per byte, which showed in build profiles for text scanned on every page.
    package func containsByte(where predicate: (UInt8) -> Bool) -> Bool {
        withContiguousStorageIfAvailable { $0.contains(where: predicate) } ?? contains(where: predicate)
    }
}
