## explain
