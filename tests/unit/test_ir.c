/* test_ir.c - IR constructors and layout queries. */
#include <string.h>

#include "check.h"
#include "ir/ir.h"

int main(void) {
  ir_prog *p = ir_prog_new();
  ir_type *i32 = ir_ty_int(p, 32, 1);
  CHECK(i32 == ir_ty_int(p, 32, 1));            /* interned */
  CHECK(i32 != ir_ty_int(p, 32, 0));
  CHECK_STR(ir_ty_int(p, 8, 0)->name, "unsigned char");
  CHECK(ir_ty_bool(p)->is_bool && ir_ty_bool(p)->bits == 1);

  /* struct { int a; int b[3]; long c; } s[2]: 5 cells per element */
  ir_type *st = ir_ty_struct(p, "s", 3);
  st->fields[0] = (ir_field){"a", i32};
  st->fields[1] = (ir_field){"b", ir_ty_array(p, i32, 3)};
  st->fields[2] = (ir_field){"c", ir_ty_int(p, 64, 1)};
  CHECK_EQ_INT(ir_cells(st), 5);
  CHECK_EQ_INT(ir_field_cell(st, 0), 0);
  CHECK_EQ_INT(ir_field_cell(st, 1), 1);
  CHECK_EQ_INT(ir_field_cell(st, 2), 4);
  CHECK_EQ_INT(ir_cells(ir_ty_array(p, st, 2)), 10);
  CHECK_EQ_INT(ir_cells(ir_ty_ptr(p, st)), 1);

  CHECK_STR(ir_op_str(IR_LE), "<=");
  CHECK_STR(ir_op_str(IR_SHR), ">>");
  CHECK(ir_op_is_cmp(IR_NE) && !ir_op_is_cmp(IR_ADD));

  /* ids are dense and source text is cut by byte offsets */
  const char *src = "int x = a + 1;";
  int f = ir_add_file(p, "t.c", src, strlen(src));
  ir_loc l = {f, 1, 9, 8, 13};
  ir_expr *e0 = ir_expr_new(p, IR_BINOP, i32, l);
  ir_expr *e1 = ir_expr_new(p, IR_CONST, i32, l);
  CHECK_EQ_INT(e0->id, 0);
  CHECK_EQ_INT(e1->id, 1);
  CHECK_EQ_INT(p->nexprs, 2);
  CHECK(strncmp(ir_loc_text(p, l), "a + 1", 5) == 0);

  ir_func *fn = ir_add_func(p, "f");
  CHECK(ir_find_func(p, "f") == fn);
  CHECK(ir_find_func(p, "g") == NULL);
  ir_var *g = ir_add_var(p, "g", i32, IR_GLOBAL, NULL);
  ir_var *v = ir_add_var(p, "v", i32, IR_LOCAL, fn);
  CHECK_EQ_INT(p->nglobals, 1);
  CHECK(p->globals[0] == g && p->vars[v->id] == v);
  ir_prog_free(p);
  return check_summary();
}
