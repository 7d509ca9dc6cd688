## camera
