// The chat widgets the shell can mount live in the site-config contract, beside the chat config they type.
export { CHAT_TYPES, type ChatType } from '@sportsbook/contracts/site-config';
