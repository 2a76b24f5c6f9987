/** The PostgreSQL notification channel on which migrations 20 and 21's triggers announce a token's or an account's change. */
export const AUTH_CHANGES_CHANNEL = 'modelgate_auth_changes';
