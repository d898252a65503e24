/** Where the end-to-end server keeps its database and writes the one-time codes it "sends". */
export const E2E_DATA_DIR = 'reports/e2e-data'
export const OTP_LOG_FILE = `${E2E_DATA_DIR}/otp.log`
