static int helper(void) { return 2; }
static int hidden = 200;

int other(void) { return helper(); }

int other_hidden(void) { return hidden; }
