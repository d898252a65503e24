// Runtime configuration, read before the app starts. Point apiBaseUrl at another provider host
// without rebuilding; an empty string means the same origin that served this page.
window.__ROOST_CONFIG__ = { apiBaseUrl: '' }
