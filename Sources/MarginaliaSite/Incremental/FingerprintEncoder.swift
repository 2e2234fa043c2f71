import Foundation

/// An `Encoder` that feeds every key and value it is given into a `Fingerprint` instead of
/// writing them out. Used on one task at a time, for one value.
final class FingerprintEncoder: Encoder {
    var fingerprint: Fingerprint
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    init(_ fingerprint: Fingerprint) {
        self.fingerprint = fingerprint
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        fingerprint.combine(tag: Tag.keyed)
        return KeyedEncodingContainer(Keyed(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        fingerprint.combine(tag: Tag.unkeyed)
        return Unkeyed(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        Single(encoder: self)
    }

    /// What the next bytes are.
    enum Tag {
        static let keyed: UInt8 = 1
        static let unkeyed: UInt8 = 2
        static let key: UInt8 = 3
        static let element: UInt8 = 4
        static let null: UInt8 = 5
        static let bool: UInt8 = 6
        static let string: UInt8 = 7
        static let number: UInt8 = 8
    }

    /// Feeds one value: strings, flags and numbers directly, anything else through its own
    /// `encode(to:)`.
    fileprivate func combine(_ value: some Encodable) throws {
        switch value {
        case let text as String:
            fingerprint.combine(tag: Tag.string)
            fingerprint.combine(text)
        case let flag as Bool:
            fingerprint.combine(tag: Tag.bool)
            fingerprint.combine(flag ? 1 : 0)
        case let number as any BinaryInteger:
            fingerprint.combine(tag: Tag.number)
            fingerprint.combine(String(describing: number))
        case let number as Double:
            fingerprint.combine(tag: Tag.number)
            fingerprint.combine(number.bitPattern)
        case let number as Float:
            fingerprint.combine(tag: Tag.number)
            fingerprint.combine(UInt64(number.bitPattern))
        default:
            try value.encode(to: self)
        }
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: FingerprintEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        private func key(_ key: Key) {
            encoder.fingerprint.combine(tag: Tag.key)
            encoder.fingerprint.combine(key.stringValue)
        }

        mutating func encodeNil(forKey key: Key) throws {
            self.key(key)
            encoder.fingerprint.combine(tag: Tag.null)
        }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            self.key(key)
            try encoder.combine(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            self.key(key)
            return encoder.container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            self.key(key)
            return encoder.unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { encoder }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            self.key(key)
            return encoder
        }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let encoder: FingerprintEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }
        private(set) var count = 0

        init(encoder: FingerprintEncoder) {
            self.encoder = encoder
        }

        private mutating func element() {
            count += 1
            encoder.fingerprint.combine(tag: Tag.element)
        }

        mutating func encodeNil() throws {
            element()
            encoder.fingerprint.combine(tag: Tag.null)
        }

        mutating func encode<T: Encodable>(_ value: T) throws {
            element()
            try encoder.combine(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            element()
            return encoder.container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            element()
            return encoder.unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            element()
            return encoder
        }
    }

    private struct Single: SingleValueEncodingContainer {
        let encoder: FingerprintEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        mutating func encodeNil() throws {
            encoder.fingerprint.combine(tag: Tag.null)
        }

        mutating func encode<T: Encodable>(_ value: T) throws {
            try encoder.combine(value)
        }
    }
}
