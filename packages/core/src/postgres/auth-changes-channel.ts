/** The PostgreSQL notification channel on which migration 20's triggers announce a token's or an account's change. */
export const AUTH_CHANGES_CHANNEL = 'modelgate_auth_changes';
