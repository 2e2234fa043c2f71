import MarginaliaTemplates

/// A JSON value from the spec files, turned into template data.
enum SpecJSON: Decodable {
    case null
    case bool(Bool)
    case integer(Int)
    case decimal(Double)
    case string(String)
    case array([SpecJSON])
    case object([String: SpecJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .decimal(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([SpecJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: SpecJSON].self))
        }
    }

    /// A lambda in the spec: `{"__tag__": "code", …}`.
    var isLambda: Bool {
        if case .object(let fields) = self, case .string("code") = fields["__tag__"] { true } else { false }
    }

    /// Names bound to lambdas anywhere in the data.
    var lambdaNames: Set<String> {
        switch self {
        case .object(let fields):
            fields.reduce(into: []) { names, field in
                if field.value.isLambda { names.insert(field.key) } else { names.formUnion(field.value.lambdaNames) }
            }
        case .array(let values):
            values.reduce(into: []) { $0.formUnion($1.lambdaNames) }
        default:
            []
        }
    }

    var templateValue: TemplateValue {
        switch self {
        case .null: .nothing
        case .bool(let value): .flag(value)
        case .integer(let value): .integer(value)
        case .decimal(let value): .decimal(value)
        case .string(let value): .text(value)
        case .array(let values): .list(TemplateList(values.map(\.templateValue)))
        case .object(let fields): .object(TemplateObject(SpecObject(fields: fields.mapValues(\.templateValue))))
        }
    }
}

/// A JSON object as dynamic template data.
struct SpecObject: DynamicTemplateModel {
    let fields: [String: TemplateValue]

    func templateValue(named name: String) -> TemplateValue? {
        fields[name]
    }
}

/// One spec file: `{"tests": [{name, desc, data, template, partials?, expected}]}`.
struct SpecFile: Decodable {
    struct Case: Decodable {
        let name: String
        let data: SpecJSON
        let template: String
        let partials: [String: String]?
        let expected: String
    }

    let tests: [Case]
}
