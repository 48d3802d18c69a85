// The workflows the worker registers (bundled by @temporalio/worker from this file).
export { generateWill } from "./generate-will.ts";
export { finaliseChatWill } from "./finalise-chat-will.ts";
export { legalCheckRequest } from "./legal-check-request.ts";
export { passwordResetEmail } from "./password-reset-email.ts";
export { loginWarningEmail } from "./login-warning-email.ts";
export { willReview } from "./will-review.ts";
