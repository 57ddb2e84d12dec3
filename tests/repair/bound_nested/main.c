/* cells of a w x h grid, row by row; the outer loop stops one row short */
int cells(int w, int h) {
    int c = 0;
    for (int y = 0; y < h - 1; y++)
        for (int x = 0; x < w; x++)
            c++;
    return c;
}

int AllRepair_correct_cells(int w, int h) {
    int c = 0;
    for (int y = 0; y <= h - 1; y++)
        for (int x = 0; x < w; x++)
            c++;
    return c;
}

int main() {
    int w = __VERIFIER_nondet_int(), h = __VERIFIER_nondet_int();
    __VERIFIER_assume(w > -300 && w <= 300 && h > -300 && h <= 300);
    assert(cells(w, h) == AllRepair_correct_cells(w, h));
    return 0;
}
