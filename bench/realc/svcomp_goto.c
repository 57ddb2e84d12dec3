/* Machine-generated control flow: loops made of labels and gotos. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_error(void);

int main()
{
    int i = 0, s = 0;
    int n = __VERIFIER_nondet_int();
    if (n < 0 || n > 8) goto END;
L1:
    if (i >= n) goto L2;
    s = s + i;
    i = i + 1;
    goto L1;
L2:
    if (2 * s != n * (n - 1)) goto ERROR;
END:
    return 0;
ERROR:
    __VERIFIER_error();
    return 1;
}
