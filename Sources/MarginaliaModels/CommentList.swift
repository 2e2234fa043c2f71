/// The comments of a site, in fixture order, kept as the parts they were read in (one per
/// comment file). Loading the content again after one file changed replaces one part and shares
/// the others, rather than copying every comment of the site into a new array.
///
/// It is a collection of comments like an array: positions count from 0 across the parts, and
/// two lists are equal when they hold the same comments in the same order, however split.
public struct CommentList: Sendable {
    /// The parts, in order; some may be empty.
    public private(set) var parts: [[Comment]]
    /// The position of each part's first comment, then the total count.
    private var starts: [Int]

    /// The comments of `parts`, in order.
    public init(parts: [[Comment]]) {
        self.parts = parts
        var starts = [0]
        starts.reserveCapacity(parts.count + 1)
        for part in parts { starts.append(starts[starts.count - 1] + part.count) }
        self.starts = starts
    }

    /// The comments of one array, as one part.
    public init(_ comments: [Comment]) {
        self.init(parts: [comments])
    }

    /// Adds a comment at the end, to the last part.
    public mutating func append(_ comment: Comment) {
        if parts.isEmpty {
            parts.append([])
            starts.append(0)
        }
        parts[parts.count - 1].append(comment)
        starts[starts.count - 1] += 1
    }

    /// The part that holds `position`, and where in it.
    private func place(of position: Int) -> (part: Int, offset: Int) {
        precondition(position >= 0 && position < endIndex, "CommentList position out of range")
        // The last part whose start is at or before `position`, skipping empty parts.
        var low = 0
        var high = parts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return (low, position - starts[low])
    }
}

extension CommentList: RandomAccessCollection, MutableCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { starts[starts.count - 1] }

    public subscript(position: Int) -> Comment {
        get {
            let (part, offset) = place(of: position)
            return parts[part][offset]
        }
        set {
            let (part, offset) = place(of: position)
            parts[part][offset] = newValue
        }
    }

    /// Walks the parts in turn: no search per comment.
    public struct Iterator: IteratorProtocol {
        private var parts: IndexingIterator<[[Comment]]>
        private var current: IndexingIterator<[Comment]>

        init(_ parts: [[Comment]]) {
            self.parts = parts.makeIterator()
            current = [].makeIterator()
        }

        public mutating func next() -> Comment? {
            while true {
                if let comment = current.next() { return comment }
                guard let part = parts.next() else { return nil }
                current = part.makeIterator()
            }
        }
    }

    public func makeIterator() -> Iterator { Iterator(parts) }
}

extension CommentList: Equatable {
    public static func == (lhs: CommentList, rhs: CommentList) -> Bool {
        // Parts shared between two loads compare by identity, at once.
        if lhs.starts == rhs.starts { return lhs.parts == rhs.parts }
        return lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}

extension CommentList: ExpressibleByArrayLiteral {
    public init(arrayLiteral comments: Comment...) {
        self.init(comments)
    }
}
