extension RenderState {
    /// Looks a path up: the first segment walks the stack from the top (or reads the top only),
    /// later segments read only the previous result. Returns the value and its schema (-1 when
    /// it has none).
    func resolve(_ pathID: Int32) -> (value: TemplateValue, schema: Int32) {
        let path = theme.paths[Int(pathID)]
        var found: (value: TemplateValue, schema: Int32)
        if path.first < 0 {
            found = topValue()
        } else if path.topOnly {
            found = stack.last.flatMap { lookUp(path.first, in: $0) } ?? (.nothing, -1)
        } else {
            found = (.nothing, -1)
            var depth = stack.count - 1
            while depth >= 0 {
                if let value = lookUp(path.first, in: stack[depth]) {
                    found = value
                    break
                }
                depth -= 1
            }
        }
        for segment in path.rest {
            guard case .object(let object) = found.value else { return (.nothing, -1) }
            let name = theme.segments[Int(segment)]
            found = lookUp(name, in: .element(object.source, index: 0, schema: found.schema)) ?? (.nothing, -1)
        }
        return found
    }

    private func topValue() -> (value: TemplateValue, schema: Int32) {
        switch stack.last {
        case .element(let source, let index, let schema): (source.element(at: index), schema)
        case .value(let value): (value, -1)
        case nil: (.nothing, -1)
        }
    }

    /// The frame's value for a name, or `nil` when the frame does not declare (or know) it.
    private func lookUp(_ name: Int32, in frame: Frame) -> (value: TemplateValue, schema: Int32)? {
        guard case .element(let source, let index, let schemaIndex) = frame else { return nil }
        if schemaIndex >= 0 {
            let schema = schemas[Int(schemaIndex)]
            let slot = schema.slots[Int(name)]
            guard slot >= 0 else { return nil }
            return (source.value(slot: Int(slot), at: index), schema.children[Int(slot)])
        }
        return source.value(named: theme.names.names[Int(name)], at: index).map { ($0, -1) }
    }

    /// Writes an interpolated value.
    mutating func write(_ value: TemplateValue, escaped: Bool) {
        switch value {
        case .text(let text), .html(let text):
            if escaped { ByteEscaping.appendEscaped(text, to: &output) } else { ByteEscaping.appendRaw(text, to: &output) }
        case .integer(let number):
            ByteEscaping.appendInteger(number, to: &output)
        case .decimal(let number):
            ByteEscaping.appendRaw(String(describing: number), to: &output)
        case .flag(let flag):
            ByteEscaping.appendRaw(flag ? "true" : "false", to: &output)
        case .list, .object, .nothing:
            break
        }
    }

    /// A section: a list repeats its content per element, a flag shows it or not (pushing
    /// nothing), an object or a plain value is pushed.
    mutating func renderSection(_ value: TemplateValue, schema: Int32, template: Int32, from start: Int, to end: Int) {
        switch value {
        case .nothing, .flag(false):
            return
        case .flag(true):
            run(template, from: start, to: end)
        case .list(let list):
            let source = list.source
            let count = source.count
            guard count > 0 else { return }
            if schema >= 0 {
                stack.append(.element(source, index: 0, schema: schema))
                for index in 0..<count {
                    stack[stack.count - 1] = .element(source, index: index, schema: schema)
                    run(template, from: start, to: end)
                }
                stack.removeLast()
            } else {
                for index in 0..<count {
                    push(source.element(at: index), schema: -1)
                    run(template, from: start, to: end)
                    stack.removeLast()
                }
            }
        case .object, .text, .html, .integer, .decimal:
            push(value, schema: schema)
            run(template, from: start, to: end)
            stack.removeLast()
        }
    }

    /// Pushes a value: an object as its source, anything else as it is.
    mutating func push(_ value: TemplateValue, schema: Int32) {
        if case .object(let object) = value {
            stack.append(.element(object.source, index: 0, schema: schema))
        } else {
            stack.append(.value(value))
        }
    }
}

extension TemplateValue {
    /// Mustache truthiness as swift-mustache has it: `""` and `0` are truthy.
    var isTruthy: Bool {
        switch self {
        case .nothing: false
        case .flag(let flag): flag
        case .list(let list): list.count > 0
        case .text, .html, .integer, .decimal, .object: true
        }
    }
}
