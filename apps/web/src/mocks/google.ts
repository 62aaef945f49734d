/** A spreadsheet the local fake of Google holds, shared with the server's service account. */
export const MOCK_SPREADSHEET_ID = "1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789";
