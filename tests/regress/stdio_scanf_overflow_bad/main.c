/* A name longer than 3 characters overflows name inside scanf's model:
 * reported at the user's call, in the user's file. */
#include <stdio.h>
int main() {
    char name[4];
    int age;
    printf("Name and age: ");
    scanf("%s %d", name, &age);
    printf("%s is %d\n", name, age);
    return 0;
}
