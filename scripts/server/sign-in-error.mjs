// A refused step of a sign-in: a code the console translates, the HTTP status, and a sentence
// that names what was wrong (never a token, a code or a secret).
export class SignInError extends Error {
  /**
   * @param {string} code
   * @param {string} message
   * @param {number} [status]
   */
  constructor(code, message, status = 400) {
    super(message);
    this.name = 'SignInError';
    this.code = code;
    this.status = status;
  }
}
