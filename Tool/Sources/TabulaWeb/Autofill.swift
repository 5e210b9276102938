/// The HTML `autocomplete` token for a text field's content type: tables say what a text is as UIKit does
/// (`UITextContentType` raw values such as `emailAddress`), a browser's autofill reads the HTML names (`email`).
enum Autofill {
  /// The HTML token for `contentType` — a `UITextContentType` raw value, or already an HTML token — or nil for
  /// one HTML has no token for (a flight number), which is then left out rather than sent malformed.
  static func token(forContentType contentType: String?) -> String? {
    guard let contentType else { return nil }
    if let token = tokens[contentType] { return token }
    return Set(tokens.values).contains(contentType) ? contentType : nil
  }

  private static let tokens: [String: String] = [
    "name": "name", "namePrefix": "honorific-prefix", "givenName": "given-name", "middleName": "additional-name",
    "familyName": "family-name", "nameSuffix": "honorific-suffix", "nickname": "nickname",
    "jobTitle": "organization-title", "organizationName": "organization", "fullStreetAddress": "street-address",
    "streetAddressLine1": "address-line1", "streetAddressLine2": "address-line2", "addressCity": "address-level2",
    "addressState": "address-level1", "countryName": "country-name", "postalCode": "postal-code",
    "telephoneNumber": "tel", "emailAddress": "email", "URL": "url", "username": "username",
    "password": "current-password", "newPassword": "new-password", "oneTimeCode": "one-time-code",
    "birthdate": "bday", "birthdateDay": "bday-day", "birthdateMonth": "bday-month", "birthdateYear": "bday-year",
    "creditCardNumber": "cc-number", "creditCardSecurityCode": "cc-csc", "creditCardName": "cc-name",
    "creditCardGivenName": "cc-given-name", "creditCardMiddleName": "cc-additional-name",
    "creditCardFamilyName": "cc-family-name", "creditCardExpiration": "cc-exp",
    "creditCardExpirationMonth": "cc-exp-month", "creditCardExpirationYear": "cc-exp-year",
    "creditCardType": "cc-type",
  ]
}
