main()
{
    int n, i;
    scanf("%d", &n);
    for (i = 1; i < n; i++)
        printf("*");
    printf("\n");
}
