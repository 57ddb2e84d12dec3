main()
{
    int n, i;
    scanf("%d", &n);
    for (i = 4; i <= 3 * n; i++)
        if (i % 3 == 0)
            printf("*");
    printf("\n");
}
