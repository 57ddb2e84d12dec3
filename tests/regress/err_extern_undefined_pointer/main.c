/* an extern pointer that no file defines: where would it point? */
extern char *PROGRAM_NAME;

int main(void)
{
    return PROGRAM_NAME[0] == 'a';
}
