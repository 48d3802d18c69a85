/** Conversations with the offline assistant that the web tests replay (core owns them). */
export { JANE_SMITH_CHAT } from "../../core/chat/conversations.fixture.ts";
