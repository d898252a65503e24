export { FileDrop, type FileDropProps, type FileUpload, type FileUploadStatus } from './FileDrop'
export { describeAccept, formatBytes, isAccepted, validateFiles } from './fileRules'
