/// What the checker knows of a stack frame: a declared model (by schema), a plain value a
/// section pushed (text, a number: it answers no names), or dynamic data (anything).
enum StaticFrame: Hashable {
    case model(Int32)
    case scalar
    case dynamic
}

extension [StaticFrame] {
    /// The frames that can still answer a lookup, so recursive partials reach a fixed point: a
    /// model under another frame of the same model, a plain value under the top, and
    /// everything under dynamic data are never asked.
    var canonical: [StaticFrame] {
        var kept: [StaticFrame] = []
        var seen: Set<StaticFrame> = []
        for (depth, frame) in enumerated().reversed() {
            switch frame {
            case .scalar where depth != count - 1:
                continue
            case .dynamic:
                kept.append(frame)
                return kept.reversed()
            default:
                if seen.insert(frame).inserted { kept.append(frame) }
            }
        }
        return kept.reversed()
    }
}

/// A name's static resolution.
enum StaticResolution {
    /// A declared field; `child` is the schema a section over it pushes (-1: none).
    case field(FieldKind, child: Int32)
    /// `.` (the top frame itself).
    case top(StaticFrame)
    /// Dynamic data may answer it: not checked.
    case unknown
    /// Nothing answers it (already reported).
    case missing
}
