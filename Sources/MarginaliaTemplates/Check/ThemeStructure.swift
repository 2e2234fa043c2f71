/// The shape of a theme, read once from its ops: which templates each one extends and includes,
/// and the blocks each one has.
struct ThemeStructure {
    /// The templates each template's `{{<parent}}` tags name.
    private let parents: [[Int32]]
    /// The templates each template's `{{>partial}}` tags name.
    private let partials: [[Int32]]
    /// The names of each template's `{{$block}}` tags, arguments of parent calls included.
    private let blocks: [Set<Int32>]

    init(theme: CompiledTheme) {
        var parents: [[Int32]] = []
        var partials: [[Int32]] = []
        var blocks: [Set<Int32>] = []
        for template in theme.templates {
            var extended: [Int32] = []
            var included: [Int32] = []
            var names: Set<Int32> = []
            for op in template.ops {
                switch op {
                case .parent(let parent, _, _, _) where parent >= 0: extended.append(parent)
                case .partial(let partial, _, _) where partial >= 0: included.append(partial)
                case .block(let name, _, _, _): names.insert(name)
                default: break
                }
            }
            parents.append(extended)
            partials.append(included)
            blocks.append(names)
        }
        self.parents = parents
        self.partials = partials
        self.blocks = blocks
    }

    /// The shortest chain of parent tags from `start` to `target`, both included (`[start]`
    /// when they are the same template), if `start` extends `target` at any depth.
    func parentPath(from start: Int32, to target: Int32) -> [Int32]? {
        var previous: [Int32: Int32] = [start: start]
        var queue = [start]
        var next = 0
        while next < queue.count {
            let template = queue[next]
            next += 1
            if template == target {
                var path = [template]
                while let before = previous[path[0]], before != path[0] { path.insert(before, at: 0) }
                return path
            }
            for parent in parents[Int(template)] where previous[parent] == nil {
                previous[parent] = template
                queue.append(parent)
            }
        }
        return nil
    }

    /// The names of the blocks rendering `template` can meet: its own, and those of every
    /// template it includes or extends, at any depth.
    func blockNames(reachableFrom template: Int32) -> Set<Int32> {
        var seen: Set<Int32> = [template]
        var pending = [template]
        var names: Set<Int32> = []
        while let current = pending.popLast() {
            names.formUnion(blocks[Int(current)])
            for next in parents[Int(current)] + partials[Int(current)] where seen.insert(next).inserted {
                pending.append(next)
            }
        }
        return names
    }
}
