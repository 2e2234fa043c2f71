extension RenderState {
    /// Looks a path up: the first segment walks the stack from the top (or reads the top only),
    /// later segments read only the previous result. Returns the value and its schema (-1 when
    /// it has none).
    mutating func resolve(_ pathID: Int32) -> (value: TemplateValue, schema: Int32) {
        let path = tables.paths[Int(pathID)]
        let dotted = !path.rest.isEmpty
        var found: (value: TemplateValue, schema: Int32) = (.nothing, -1)
        if path.first < 0 {
            found = topValue()
        } else if path.topOnly {
            if let top = stack.last, let value = lookUp(path.first, in: top, keepingObjects: dotted) { found = value }
        } else {
            var depth = stack.count - 1
            while depth >= 0 {
                if let value = lookUp(path.first, in: stack[depth], keepingObjects: dotted) {
                    found = value
                    break
                }
                depth -= 1
            }
        }
        for segment in path.rest {
            guard case .object(let object) = found.value else { return (.nothing, -1) }
            let name = tables.segments[Int(segment)]
            let next: (TemplateValue, Int32)? =
                switch object.storage {
                case .model(let models, let index):
                    lookUp(name, in: .model(models, index: index, schema: found.schema), keepingObjects: false)
                case .dynamic(let model): lookUp(name, in: .dynamic(model), keepingObjects: false)
                }
            found = next ?? (.nothing, -1)
        }
        return found
    }

    private func topValue() -> (value: TemplateValue, schema: Int32) {
        switch stack.last {
        case .model(let models, let index, let schema):
            (.object(TemplateObject(storage: .model(models, index: index))), schema)
        case .dynamic(let model): (.object(TemplateObject(storage: .dynamic(model))), -1)
        case .value(let value): (value, -1)
        case nil: (.nothing, -1)
        }
    }

    /// The frame's value for a name, or `nil` when the frame does not declare (or know) it.
    /// `keepingObjects`: the value is an object on the way to a dotted name; it is kept for the
    /// render, so `{{layout.siteTitle}}` builds `layout`'s reader once, not per tag.
    private mutating func lookUp(_ name: Int32, in frame: Frame, keepingObjects: Bool) -> (
        value: TemplateValue, schema: Int32
    )? {
        switch frame {
        case .model(let models, let index, let schema):
            if schema >= 0 {
                guard let (slot, child) = tables.slots.lookUp(name, in: schema) else { return nil }
                return (
                    keepingObjects ? keptObject(models, slot: slot, index: index) : models.read(Int(slot), index), child
                )
            }
            return models.readNamed(tables.names[Int(name)], index).map { ($0, -1) }
        case .dynamic(let box):
            return box.model.templateValue(named: tables.names[Int(name)]).map { ($0, -1) }
        case .value:
            return nil
        }
    }

    private mutating func keptObject(_ models: ModelElements, slot: Int32, index: Int) -> TemplateValue {
        if let kept = keptObjects.first(where: { $0.models === models && $0.index == index && $0.slot == slot }) {
            return kept.value
        }
        let value = models.read(Int(slot), index)
        if keptObjects.count == 8 { keptObjects.removeFirst() }
        keptObjects.append(KeptObject(models: models, index: index, slot: slot, value: value))
        return value
    }

    /// Writes an interpolated value.
    mutating func write(_ value: TemplateValue, escaped: Bool) {
        switch value {
        case .text(let text), .html(let text):
            if escaped {
                ByteEscaping.appendEscaped(text, to: &output)
            } else {
                ByteEscaping.appendRaw(text, to: &output)
            }
        case .htmlUTF8(let bytes):
            if escaped {
                ByteEscaping.appendEscaped(String(decoding: bytes, as: UTF8.self), to: &output)
            } else {
                output.append(contentsOf: bytes)
            }
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
            switch list.storage {
            case .models(let models):
                stack.append(.model(models, index: 0, schema: schema))
                for index in 0..<models.count {
                    stack[stack.count - 1] = .model(models, index: index, schema: schema)
                    run(template, from: start, to: end)
                }
                stack.removeLast()
            case .texts(let texts):
                for text in texts {
                    stack.append(.value(.text(text)))
                    run(template, from: start, to: end)
                    stack.removeLast()
                }
            case .values(let values):
                for value in values {
                    push(value, schema: -1)
                    run(template, from: start, to: end)
                    stack.removeLast()
                }
            }
        case .object, .text, .html, .htmlUTF8, .integer, .decimal:
            push(value, schema: schema)
            run(template, from: start, to: end)
            stack.removeLast()
        }
    }

    /// Pushes a value: an object as its frame, anything else as it is.
    mutating func push(_ value: TemplateValue, schema: Int32) {
        guard case .object(let object) = value else {
            stack.append(.value(value))
            return
        }
        switch object.storage {
        case .model(let models, let index): stack.append(.model(models, index: index, schema: schema))
        case .dynamic(let model): stack.append(.dynamic(model))
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
        case .text, .html, .htmlUTF8, .integer, .decimal, .object: true
        }
    }
}
