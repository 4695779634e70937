import AutolintModel
import Testing

/// What an input error prints: a name of millions of characters does not make a line of megabytes.
@Suite struct InputErrorTests {
    @Test func aLongWordIsCutToItsStartAndItsLength() {
        let name = String(repeating: "v", count: 5_000_000)
        let error = InputError(location: SourceLocation(file: "a.layout.yml", line: 4, column: 5),
                               message: "unknown view or guide '\(name)'; did you mean 'a'?")
        #expect(error.message.count < 300)
        #expect(error.message.hasPrefix("unknown view or guide '" + String(repeating: "v", count: 99)))
        #expect(error.message.contains("… (5000003 characters)"))
        #expect(error.message.hasSuffix("did you mean 'a'?"))
    }

    @Test func ordinaryMessagesAreKeptAsTheyAre() {
        let message = "expected '==', '<=' or '>=' after 'box.width'"
        #expect(InputError(location: SourceLocation(file: "a.layout.yml", line: 1, column: 1), message: message).message == message)
    }
}
