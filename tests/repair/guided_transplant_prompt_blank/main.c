#include <stdio.h>

/* a pass mark and a student's mark: keeps the verdict's letter and
 * prints it once, forgets the fail, and its second prompt ends in a
 * blank the model answer lacks */
int main() {
    int pass, mark;
    char v;
    printf("Pass mark > ");
    scanf("%d", &pass);
    printf("Student's mark > ");
    scanf("%d", &mark);
    if (mark >= pass + 20)
        v = 'D';
    else if (mark >= pass && mark < pass + 20)
        v = 'P';
    printf("Result: %c\n", v);
    return 0;
}
